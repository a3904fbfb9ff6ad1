import { Badge, Button, Flex, Group, Paper, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SessionIdentity } from '../../../shared/session/subject-session';
import { useSubmitStatus } from '../../../shared/forms/use-submit-status';
import { showToast } from '../../../shared/toasts/toast-store';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ConfirmEmailDialog } from './ConfirmEmailDialog';
import { UpdateEmailDialog } from './UpdateEmailDialog';
import { useSettingsText } from './settings-text';
import { useIdentityMutations } from './use-identity-mutations';

/** The badge of each kind of identity: its colour, and its words (null: the settings' own word). */
const BADGES: Record<string, { color: string; label: string | null }> = {
  EVM: { color: 'violet', label: 'EVM' },
  telegram: { color: 'cyan', label: 'Telegram' },
  email_and_password: { color: 'blue', label: null },
};

/** One identity of the settings list: its badge, what it is, and what can be done with it. */
export function IdentityCard({ identity }: { identity: SessionIdentity & { pendingEmail?: string | null } }) {
  const [emailOpened, emailDialog] = useDisclosure(false);
  const [codeOpened, codeDialog] = useDisclosure(false);
  const [passwordOpened, passwordDialog] = useDisclosure(false);
  const [confirmOpened, confirm] = useDisclosure(false);
  const { remove } = useIdentityMutations();
  const { status, run } = useSubmitStatus();
  const text = useSettingsText();
  const badge = BADGES[identity.provider] ?? BADGES.email_and_password;
  const isEmail = identity.provider === 'email_and_password';
  // An address added or changed to counts once the code mailed to it is entered.
  const pending = identity.pendingEmail;
  const address = identity.email ?? pending ?? '';

  const deleteIdentity = () =>
    run(async () => {
      await remove(identity.id);
      confirm.close();
      showToast('success', text.deleted);
    });

  return (
    <Paper withBorder radius="md" p="md" data-identity={identity.provider}>
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="sm">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Badge variant="light" color={badge.color} radius="sm" w="fit-content">
            {badge.label ?? text.emailBadge}
          </Badge>
          <Text fw={500} truncate ff={isEmail ? undefined : 'monospace'}>
            {isEmail ? identity.email : identity.account}
          </Text>
        </Stack>
        <Group gap="xs">
          {pending && (
            <Button size="xs" onClick={codeDialog.open}>
              {text.enterCode}
            </Button>
          )}
          {isEmail && (
            <Button size="xs" variant="default" onClick={emailDialog.open}>
              {text.edit}
            </Button>
          )}
          {identity.email && (
            <Button size="xs" variant="default" onClick={passwordDialog.open}>
              {text.changePassword}
            </Button>
          )}
          <Popover opened={confirmOpened} onChange={(opened) => !opened && confirm.close()} position="bottom-end" withArrow shadow="md">
            <Popover.Target>
              <Button size="xs" variant="light" color="red" onClick={confirm.toggle}>
                {text.delete}
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Stack gap="xs">
                <Text size="sm" fw={500}>
                  {text.deleteQuestion}
                </Text>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={confirm.close}>
                    {text.cancel}
                  </Button>
                  <Button size="xs" color="red" loading={status === 'pending'} onClick={() => void deleteIdentity()}>
                    {text.delete}
                  </Button>
                </Group>
              </Stack>
            </Popover.Dropdown>
          </Popover>
        </Group>
      </Flex>
      {/* Below the buttons, the card's whole width: the address waiting is read whole, however long. */}
      {pending && (
        <Text size="sm" c="dimmed" mt="xs" style={{ overflowWrap: 'anywhere' }} data-pending-email>
          {text.pendingEmail} {pending}
        </Text>
      )}
      {isEmail && <UpdateEmailDialog identityId={identity.id} email={address} opened={emailOpened} onClose={emailDialog.close} onSaved={codeDialog.open} />}
      {pending && <ConfirmEmailDialog identityId={identity.id} email={pending} opened={codeOpened} onClose={codeDialog.close} />}
      {identity.email && <ChangePasswordDialog identityId={identity.id} email={identity.email} opened={passwordOpened} onClose={passwordDialog.close} />}
    </Paper>
  );
}
