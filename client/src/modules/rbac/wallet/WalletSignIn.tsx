import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRbacAuthenticationEthereumMutation, useRbacAuthenticationEthereumNonceMutation } from './wallet.generated';
import { SubmitButton } from '../../../shared/forms/SubmitButton';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { toastError } from '../../../shared/toasts/toast-store';
import { useSignedInTarget } from '../authentication/signed-in-target';
import { useSubjectSession } from '../../../shared/session/subject-session';
import { browserWallet, chainIdOf, requestAccount, signText, WalletError } from './ethereum-provider';
import { shortAddress } from './short-address';
import { buildSiweMessage } from './siwe-message';
import { useWalletText } from './wallet-text';

// English in every language: EIP-4361 allows ASCII only in the statement (so no site's name, which may not be).
const STATEMENT = 'Sign in with your wallet.';

/**
 * Sign-In with Ethereum through the browser's wallet: connect, then sign a message that
 * carries a nonce from the server. Any failure disconnects, so the next try starts clean.
 */
export function WalletSignIn() {
  const [address, setAddress] = useState<string | null>(null);
  const [requestNonce] = useRbacAuthenticationEthereumNonceMutation();
  const [signIn] = useRbacAuthenticationEthereumMutation();
  const { start } = useSubjectSession();
  const { status, run } = useSubmitStatus();
  const navigate = useNavigate();
  const signedInTarget = useSignedInTarget();
  const text = useWalletText();
  // The wallet's own failures in the page's language; the server's and the wallet app's as they come.
  const failure = (error: unknown) => {
    const message = error instanceof WalletError ? text[error.reason] : error instanceof Error ? error.message : String(error);
    return new Error(`${text.errorPrefix} ${message}`);
  };

  const connect = async () => {
    try {
      setAddress(await requestAccount(browserWallet()));
    } catch (error) {
      toastError(failure(error));
    }
  };

  const signInWithWallet = () =>
    run(async () => {
      if (!address) throw new Error(text.noAccount);
      try {
        const wallet = browserWallet();
        const { data: nonce } = await requestNonce();
        if (!nonce) throw new Error('No data');
        const message = buildSiweMessage({
          domain: window.location.host,
          address,
          statement: STATEMENT,
          uri: window.location.origin,
          chainId: await chainIdOf(wallet),
          nonce: nonce.rbacAuthenticationEthereumNonce,
          issuedAt: new Date().toISOString(),
        });
        const signature = await signText(wallet, address, message);
        const { data } = await signIn({ variables: { data: { message, signature, address } } });
        if (!data) throw new Error('No data');
        await start?.(data.rbacAuthenticationEthereum);
        void navigate(signedInTarget());
      } catch (error) {
        setAddress(null);
        throw failure(error);
      }
    });

  if (!address) {
    return (
      <Button variant="default" size="md" fullWidth onClick={() => void connect()}>
        {text.connectWallet}
      </Button>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {text.connectedWallet}
        </Text>
        <Badge variant="light" size="lg" radius="sm" title={address} data-wallet-address>
          {shortAddress(address)}
        </Badge>
      </Group>
      <SubmitButton type="button" status={status} fullWidth size="md" onClick={() => void signInWithWallet()}>
        {text.signInWithEthereum}
      </SubmitButton>
    </Stack>
  );
}
