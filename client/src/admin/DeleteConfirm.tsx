import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo } from 'react';
import { refetchListsLater } from '../shared/graphql/refetch-lists';
import { showToast } from '../shared/toasts/toast-store';
import { useSubmitStatus } from '../shared/forms/use-submit-status';
import { useAdminText } from './admin-text';
import { useDialogStack } from './dialog-stack';
import { deleteDocument, listFieldsOf } from './documents';
import { type AdminModel, shortLabel } from './model-metadata';

interface DeleteConfirmProps {
  model: AdminModel;
  rowId: string;
  /** What is being deleted: named by the button for screen readers ('Delete Linen shirt') and by the question. */
  rowTitle: string;
}

/** A row's Delete: asks first, naming it ("Delete product 'Canvas tote'?", Cancel, Delete), then toasts 'Deleted successfully'. */
export function DeleteConfirm({ model, rowId, rowTitle }: DeleteConfirmProps) {
  const text = useAdminText();
  const [opened, { open, close }] = useDisclosure(false);
  const cache = useApolloClient().cache;
  const [remove] = useMutation(useMemo(() => deleteDocument(model), [model]));
  const { status, run } = useSubmitStatus();
  useDialogStack(opened);

  const confirm = () =>
    run(async () => {
      await remove({ variables: { id: rowId } });
      close();
      showToast('success', text.deleted);
      // The row is gone at once; lists refetch after a short delay.
      cache.evict({ id: cache.identify({ __typename: model.name, id: rowId }) });
      refetchListsLater(cache, listFieldsOf(model));
    });

  return (
    <>
      <Button variant="subtle" color="red" size="xs" onClick={open} aria-label={`${text.delete} ${rowTitle}`} data-delete-row>
        {text.delete}
      </Button>
      <Modal opened={opened} onClose={close} title={rowTitle ? text.deleteRowTitle(shortLabel(model).toLowerCase(), rowTitle) : text.deleteTitle} centered size="sm" radius="md">
        <Text size="sm" c="dimmed" mb="lg">
          {text.deleteText}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {text.cancel}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={status === 'pending'} data-confirm-delete>
            {text.delete}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
