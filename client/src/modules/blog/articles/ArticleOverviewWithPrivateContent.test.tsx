import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogArticleBySlugDocument } from '../articles.generated';
import { OLDEST_FIRST, whereEquals } from '../../../shared/graphql/filters';
import { text } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { PageContext } from '../../../shared/page/page-context';
import { ArticleOverviewWithPrivateContent } from './ArticleOverviewWithPrivateContent';

const articleMock: MockLink.MockedResponse = {
  request: { query: BlogArticleBySlugDocument, variables: { filters: whereEquals('slug', 'members-only'), orderBy: OLDEST_FIRST } },
  result: {
    data: {
      blogArticleList: [
        {
          __typename: 'BlogArticle',
          id: 'article',
          slug: 'members-only',
          createdAt: '2026-03-04T12:00:00.000Z',
          updatedAt: '2026-03-05T12:00:00.000Z',
          title: text('For members'),
          subtitle: text('A look behind the scenes.'),
          description: text('The secret recipe.'),
          categories: [],
          fileStorageModuleFiles: [],
          ecommerceModuleProducts: [],
        },
      ],
      billingCurrencyList: [],
    },
  },
};

function renderArticle(subject: { id: string; email: string; roles: string[] } | null) {
  return renderUi(
    <PageContext.Provider value={{ pattern: '/blog/articles/[blog.articles.slug]', segments: { 'blog.articles.slug': 'members-only' }, publicUrl: 'https://shop.example', canonicalUrl: 'https://shop.example/blog/articles/members-only' }}>
      <ArticleOverviewWithPrivateContent />
    </PageContext.Provider>,
    { mocks: [articleMock], subject },
  );
}

describe('article with private content', () => {
  it("shows an anonymous visitor the header and 'Not authorized' instead of the body", async () => {
    await renderArticle(null);
    expect(await screen.findByRole('heading', { name: 'For members' })).toBeTruthy();
    expect(screen.getByText('Not authorized')).toBeTruthy();
    expect(screen.queryByText('The secret recipe.')).toBeNull();
  });

  it('shows the body to a signed-in subject', async () => {
    await renderArticle({ id: 'subject', email: 'ada@example.com', roles: [] });
    expect(await screen.findByText('The secret recipe.')).toBeTruthy();
    expect(screen.queryByText('Not authorized')).toBeNull();
  });
});
