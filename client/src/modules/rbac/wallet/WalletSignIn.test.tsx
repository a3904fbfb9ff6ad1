import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { WalletSignIn } from './WalletSignIn';

// The test browser has no wallet (no window.ethereum): connecting fails with the wallet's own error.
async function connectWithoutWallet(path: string, button: string) {
  await renderUi(<WalletSignIn />, { path });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
  // The failure is announced as an alert: the toast of an error.
  return screen.findByRole('alert');
}

describe('wallet sign-in without a wallet', () => {
  it('says so in English', async () => {
    const toast = await connectWithoutWallet('/rbac/subject/authentication/select-method', 'Connect Wallet');
    expect(toast.textContent).toBe('An error occurred: No account found: install a wallet such as MetaMask');
    expect(toast.dataset.toast).toBe('error');
  });

  it('says so in Russian under /ru', async () => {
    const toast = await connectWithoutWallet('/ru/rbac/subject/authentication/select-method', 'Подключить кошелёк');
    expect(toast.textContent).toBe('Произошла ошибка: Кошелёк не найден: установите, например, MetaMask');
    expect(toast.dataset.toast).toBe('error');
  });
});
