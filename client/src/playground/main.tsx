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
