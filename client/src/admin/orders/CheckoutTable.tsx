import { Stack, Table, Text } from '@mantine/core';
import { CheckoutStatusBadge } from '../../modules/ecommerce/orders/CheckoutStatusBadge';
import type { AdminCheckout } from './admin-checkouts';
import { useAdminOrdersText } from './admin-orders-text';
import { CheckoutCustomer, CheckoutDate, CheckoutLines, CheckoutPayment, CheckoutTotals } from './checkout-parts';
import { StatusMoves } from './StatusMoves';

/** The checkouts on a wide screen: a table, a row each, its number (and day) the row's header. */
export function CheckoutTable({ checkouts }: { checkouts: readonly AdminCheckout[] }) {
  const text = useAdminOrdersText();
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="sm" bg="white" withTableBorder aria-label={text.orders} data-orders-table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{text.order}</Table.Th>
            <Table.Th scope="col">{text.customer}</Table.Th>
            <Table.Th scope="col">{text.items}</Table.Th>
            <Table.Th scope="col">{text.total}</Table.Th>
            <Table.Th scope="col">{text.payment}</Table.Th>
            <Table.Th scope="col">{text.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checkouts.map((checkout) => (
            <Table.Tr key={checkout.number} data-checkout-row={checkout.number} style={{ verticalAlign: 'top' }}>
              <Table.Th scope="row" fw="normal">
                <Text fw={700}>{checkout.number}</Text>
                <CheckoutDate checkout={checkout} />
              </Table.Th>
              <Table.Td miw={180} maw={260}>
                <CheckoutCustomer checkout={checkout} />
              </Table.Td>
              <Table.Td miw={200}>
                <CheckoutLines checkout={checkout} />
              </Table.Td>
              <Table.Td>
                <CheckoutTotals checkout={checkout} />
              </Table.Td>
              <Table.Td>
                <CheckoutPayment checkout={checkout} />
              </Table.Td>
              <Table.Td miw={190}>
                <Stack gap="xs" align="flex-start">
                  <CheckoutStatusBadge checkout={checkout} />
                  <StatusMoves checkout={checkout} />
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
