import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerInfoDocument } from '../gql/graphql';
import { renderRoute } from '../test/render-route';
import { PRODUCT_NAME } from './product';

const serverInfoMock: MockLink.MockedResponse = {
  request: { query: ServerInfoDocument },
  result: {
    data: {
      serverInfo: { __typename: 'ServerInfo', defaultLanguage: 'en', languages: ['en', 'ru'] },
    },
  },
};

describe('app routes', () => {
  it('home page shows the product name and the languages the server reports', async () => {
    renderRoute('/', [serverInfoMock]);

    expect(screen.getByRole('heading', { name: PRODUCT_NAME })).toBeTruthy();
    const languages = await screen.findByLabelText('Languages');
    expect(within(languages).getByText('en')).toBeTruthy();
    expect(within(languages).getByText('ru')).toBeTruthy();
  });

  it('serves the home page under the /ru prefix, in Russian', async () => {
    renderRoute('/ru', [serverInfoMock]);

    expect(await screen.findByLabelText('Languages')).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
  });

  it('shows Not found for unknown paths, with a home link in the same language', () => {
    renderRoute('/ru/no/such/page');

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/ru');
  });
});
