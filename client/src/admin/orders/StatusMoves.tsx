import { useApolloClient } from '@apollo/client/react';
import { AccordionChevron, ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { OrderStatus } from '../../modules/ecommerce/orders/order-status';
import { useOrdersText } from '../../modules/ecommerce/orders/orders-text';
import { refetchListsLater } from '../../shared/graphql/refetch-lists';
import { useSubmitStatus } from '../../shared/forms/use-submit-status';
import { showToast } from '../../shared/toasts/toast-store';
import { useAdminOrdersMoveMutation } from './admin-orders.generated';
import { type AdminCheckout, statusMoves } from './admin-checkouts';
import { useAdminOrdersText } from './admin-orders-text';

/**
 * A checkout's status moves: its next step as a button, the other statuses it may take in a
 * menu, a cancel asked first. All its orders move together, through the generic bulk update
 * (one transaction: the server's rules on a status change run once, and mail the buyer once).
 */
export function StatusMoves({ checkout }: { checkout: AdminCheckout }) {
  const text = useAdminOrdersText();
  const labels = useOrdersText().statuses;
  const cache = useApolloClient().cache;
  const [move] = useAdminOrdersMoveMutation();
  const { status, run } = useSubmitStatus();
  const [canceling, setCanceling] = useState(false);
  const { next, others } = statusMoves(checkout);
  if (!next && others.length === 0) return null;

  const moveTo = (target: OrderStatus) =>
    run(async () => {
      await move({ variables: { data: checkout.orders.map((order) => ({ id: order.id, data: { status: target } })) } });
      setCanceling(false);
      showToast('success', text.moved(checkout.number, labels[target]));
      // The orders show their new status at once (the answer updates them); the page is read
      // again after the usual delay, since a status filter may no longer hold the checkout.
      refetchListsLater(cache, ['ecommerceOrderList', 'ecommerceOrderCount']);
    });
  const pending = status === 'pending';

  return (
    <Group gap={4} wrap="nowrap" data-status-moves>
      {next && (
        <Button
          size="xs"
          variant="light"
          loading={pending}
          onClick={() => void moveTo(next)}
          aria-label={text.ofOrder(text.markAs(labels[next]), checkout.number)}
          data-next-status={next}
        >
          {text.markAs(labels[next])}
        </Button>
      )}
      {others.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            {next ? (
              <ActionIcon variant="default" size={30} aria-label={text.ofOrder(text.changeStatus, checkout.number)} disabled={pending} data-more-moves>
                <AccordionChevron size={16} aria-hidden />
              </ActionIcon>
            ) : (
              <Button
                size="xs"
                variant="default"
                rightSection={<AccordionChevron size={14} aria-hidden />}
                aria-label={text.ofOrder(text.changeStatus, checkout.number)}
                disabled={pending}
                data-more-moves
              >
                {text.changeStatus}
              </Button>
            )}
          </Menu.Target>
          <Menu.Dropdown>
            {others.map((target) =>
              target === 'canceled' ? (
                <Menu.Item key={target} color="red" onClick={() => setCanceling(true)} data-move-to={target}>
                  {text.cancelOrder}
                </Menu.Item>
              ) : (
                <Menu.Item key={target} onClick={() => void moveTo(target)} data-move-to={target}>
                  {text.moveTo(labels[target])}
                </Menu.Item>
              ),
            )}
          </Menu.Dropdown>
        </Menu>
      )}
      <Modal opened={canceling} onClose={() => setCanceling(false)} title={text.cancelTitle(checkout.number)} centered size="sm" radius="md">
        <Text size="sm" c="dimmed" mb="lg">
          {checkout.invoice?.status === 'paid' ? text.cancelPaid : text.cancelUnpaid}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setCanceling(false)}>
            {text.keep}
          </Button>
          <Button color="red" loading={pending} onClick={() => void moveTo('canceled')} data-confirm-cancel>
            {text.cancelOrder}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
