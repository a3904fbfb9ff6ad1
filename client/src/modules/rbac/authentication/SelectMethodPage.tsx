import { Anchor, Divider, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { WalletSignIn } from '../wallet/WalletSignIn';
import { AuthCard } from './AuthCard';
import { EmailPasswordLoginForm } from './EmailPasswordLoginForm';
import { authenticationPaths } from './paths';
import { useLocalizedPath } from './use-localized-path';

const METHODS = [
  { value: 'email-and-password', label: 'Login and Password' },
  { value: 'ethereum-virtual-machine', label: 'Ethereum Virtual Machine' },
];

/** The login card: email and password by default, a wallet under 'Or continue with'. */
export function SelectMethodPage() {
  const [method, setMethod] = useState(METHODS[0].value);
  const to = useLocalizedPath();

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to your account"
      description="Follow your orders, keep your cart and check out faster."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to={to(authenticationPaths.registration)} fw={500}>
            Sign up
          </Anchor>
        </>
      }
    >
      <Stack gap="lg">
        {method === 'email-and-password' ? <EmailPasswordLoginForm /> : <WalletSignIn />}
        <Divider label="Or continue with" labelPosition="center" />
        <SegmentedControl fullWidth orientation="vertical" data={METHODS} value={method} onChange={setMethod} aria-label="Sign-in method" />
      </Stack>
    </AuthCard>
  );
}
