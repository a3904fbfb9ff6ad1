// The editor (Monaco) runs its language services in workers, bundled by Vite from this build.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './playground.css';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPlaygroundFetcher } from './create-fetcher';

const container = document.getElementById('playground');
if (!container) throw new Error('playground.html has no #playground element');

const fetcher = createPlaygroundFetcher();

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} />
  </StrictMode>,
);
