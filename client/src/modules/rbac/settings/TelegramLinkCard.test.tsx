import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RbacSubjectIdentitiesDocument, RbacSubjectIdentityCreateTelegramDocument } from './identities.generated';
import { RbacTelegramBotDocument } from '../telegram/telegram.generated';
import { renderUi } from '../../../test/render-ui';
import { TELEGRAM_WIDGET_SCRIPT } from '../telegram/TelegramWidget';
import { IdentityList } from './IdentityList';

const ada = { id: 'subject-ada', email: 'ada@example.com', roles: [] };
const emailIdentity = { __typename: 'RbacMeIdentity', id: 'identity-email', provider: 'email_and_password', email: 'ada@example.com', account: null };
const telegramIdentity = { __typename: 'RbacMeIdentity', id: 'identity-telegram', provider: 'telegram', email: null, account: '424242' };

const botAnswer = (telegramBotName: string | null): MockLink.MockedResponse => ({
  request: { query: RbacTelegramBotDocument },
  result: { data: { serverInfo: { __typename: 'ServerInfo', telegramBotName } } },
});
const identitiesAnswer = (identities: object[]): MockLink.MockedResponse => ({
  request: { query: RbacSubjectIdentitiesDocument, variables: { subjectId: ada.id } },
  result: { data: { rbacSubjectIdentities: identities } },
});

// What Telegram's widget sends back in the address (its signature is the server's to check).
const answer = { id: '424242', first_name: 'Ada', auth_date: '1764000000', hash: 'ab'.repeat(32) };
const SETTINGS = '/rbac/subjects/settings';

const widgetScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src === TELEGRAM_WIDGET_SCRIPT);

describe('linking Telegram in the settings', () => {
  it('offers it when the server has a bot, loading Telegram\'s script only once asked', async () => {
    await renderUi(<IdentityList subjectId={ada.id} />, { path: SETTINGS, subject: ada, mocks: [identitiesAnswer([emailIdentity]), botAnswer('shop_bot')] });
    const card = await screen.findByText('Link your Telegram account to sign in with it too.');
    expect(widgetScripts()).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(card.closest('[data-telegram-link]') as HTMLElement).getByRole('button', { name: 'Link Telegram' }));
    });
    const [script] = widgetScripts();
    // The widget comes back to this page (the settings) with its answer.
    expect(script.dataset).toMatchObject({ telegramLogin: 'shop_bot', authUrl: `${window.location.origin}${window.location.pathname}` });
  });

  it('sends the answer the widget came back with, then shows the Telegram identity read again', async () => {
    const received = vi.fn();
    const link: MockLink.MockedResponse = {
      request: { query: RbacSubjectIdentityCreateTelegramDocument, variables: () => true },
      result: (variables) => {
        received(variables);
        return { data: { rbacSubjectIdentityCreateTelegram: telegramIdentity } };
      },
    };
    const path = `${SETTINGS}?${new URLSearchParams(answer)}`;
    await renderUi(<IdentityList subjectId={ada.id} />, {
      path,
      subject: ada,
      mocks: [identitiesAnswer([emailIdentity]), botAnswer('shop_bot'), link, identitiesAnswer([emailIdentity, telegramIdentity])],
    });
    await waitFor(() => expect(received).toHaveBeenCalledWith({ subjectId: ada.id, data: answer }));
    expect((await screen.findByRole('status')).textContent).toBe('Telegram linked');
    // The list is read again after the change: the Telegram identity with its badge, and nothing left to link.
    const telegram = (await screen.findByText('424242', undefined, { timeout: 3000 })).closest('[data-identity]');
    expect(telegram?.getAttribute('data-identity')).toBe('telegram');
    expect(within(telegram as HTMLElement).getByText('Telegram').closest('.mantine-Badge-root')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-telegram-link]')).toBeNull());
    expect(widgetScripts()).toHaveLength(0);
  });

  it('is not offered when Telegram is linked already, nor when the server has no bot', async () => {
    const { unmount } = await renderUi(<IdentityList subjectId={ada.id} />, { path: SETTINGS, subject: ada, mocks: [identitiesAnswer([emailIdentity, telegramIdentity]), botAnswer('shop_bot')] });
    await screen.findByText('424242');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.querySelector('[data-telegram-link]')).toBeNull();
    unmount();

    await renderUi(<IdentityList subjectId={ada.id} />, { path: SETTINGS, subject: ada, mocks: [identitiesAnswer([emailIdentity]), botAnswer(null)] });
    await screen.findByText('ada@example.com');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.querySelector('[data-telegram-link]')).toBeNull();
  });
});
