import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readToasts } from '../../../shared/toasts/toast-store';
import { renderUi } from '../../../test/render-ui';
import { WalletSignIn } from './WalletSignIn';

// The test browser has no wallet (no window.ethereum): connecting fails with the wallet's own error.
async function connectWithoutWallet(path: string, button: string) {
  await renderUi(<WalletSignIn />, { path });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
  return readToasts().at(-1);
}

describe('wallet sign-in without a wallet', () => {
  it('says so in English', async () => {
    const toast = await connectWithoutWallet('/rbac/subject/authentication/select-method', 'Connect Wallet');
    expect(toast).toMatchObject({ kind: 'error', message: 'An error occurred: No account found: install a wallet such as MetaMask' });
  });

  it('says so in Russian under /ru', async () => {
    const toast = await connectWithoutWallet('/ru/rbac/subject/authentication/select-method', 'Подключить кошелёк');
    expect(toast).toMatchObject({ kind: 'error', message: 'Произошла ошибка: Кошелёк не найден: установите, например, MetaMask' });
  });
});
