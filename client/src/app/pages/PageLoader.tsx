import { Center, Loader } from '@mantine/core';

/** The first page's placeholder while its structure loads (later pages keep the previous one). */
export function PageLoader() {
  return (
    <Center mih="100dvh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
