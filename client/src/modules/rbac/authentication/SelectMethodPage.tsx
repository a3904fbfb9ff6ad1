import { Divider, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { WalletSignIn } from '../wallet/WalletSignIn';
import { useAuthenticationText } from './authentication-text';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { EmailPasswordLoginForm } from './EmailPasswordLoginForm';
import { authenticationPaths } from './paths';

/** The login card: email and password by default, a wallet under 'Or continue with'. */
export function SelectMethodPage() {
  const [method, setMethod] = useState('email-and-password');
  const text = useAuthenticationText();
  const methods = [
    { value: 'email-and-password', label: text.methodEmailAndPassword },
    { value: 'ethereum-virtual-machine', label: text.methodEthereum },
  ];

  return (
    <AuthCard
      title={text.welcomeBack}
      subtitle={text.signInToYourAccount}
      description={text.loginCardDescription}
      footer={
        <AuthLink question={text.noAccountYet} path={authenticationPaths.registration}>
          {text.signUp}
        </AuthLink>
      }
    >
      <Stack gap="lg">
        {method === 'email-and-password' ? <EmailPasswordLoginForm /> : <WalletSignIn />}
        <Divider label={text.orContinueWith} labelPosition="center" />
        <SegmentedControl fullWidth orientation="vertical" data={methods} value={method} onChange={setMethod} aria-label={text.signInMethod} />
      </Stack>
    </AuthCard>
  );
}
