import { createTheme } from '@mantine/core';

// Shared by the app and its tests so that both render with the same theme.
export const theme = createTheme({});
