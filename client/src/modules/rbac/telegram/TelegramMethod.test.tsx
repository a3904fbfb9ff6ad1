import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RbacTelegramBotDocument } from './telegram.generated';
import { renderUi } from '../../../test/render-ui';
import { SelectMethodPage } from '../authentication/SelectMethodPage';
import { TELEGRAM_WIDGET_SCRIPT } from './TelegramWidget';

const botAnswer = (telegramBotName: string | null): MockLink.MockedResponse => ({
  request: { query: RbacTelegramBotDocument },
  result: { data: { serverInfo: { __typename: 'ServerInfo', telegramBotName } } },
});

const PATH = '/rbac/subject/authentication/select-method';
const widgetScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src === TELEGRAM_WIDGET_SCRIPT);

describe('the Telegram method on the sign-in screen', () => {
  it('is offered when the server has a bot, and loads the widget for that bot only once chosen', async () => {
    await renderUi(<SelectMethodPage />, { path: PATH, mocks: [botAnswer('shop_bot')] });
    const method = await screen.findByRole('radio', { name: 'Telegram' });
    expect(widgetScripts()).toHaveLength(0);
    await act(async () => {
      fireEvent.click(method);
    });
    const [script] = widgetScripts();
    expect(script.dataset).toMatchObject({ telegramLogin: 'shop_bot', authUrl: `${window.location.origin}${window.location.pathname}` });
    // Another method: the widget goes.
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Login and Password' }));
    });
    expect(widgetScripts()).toHaveLength(0);
  });

  it('is not offered when the server has none', async () => {
    await renderUi(<SelectMethodPage />, { path: PATH, mocks: [botAnswer(null)] });
    await screen.findByRole('radio', { name: 'Ethereum Virtual Machine' });
    // The answer has come (the mock is used once): still two methods.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['email-and-password', 'ethereum-virtual-machine']);
    expect(widgetScripts()).toHaveLength(0);
  });
});
