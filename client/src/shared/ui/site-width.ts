/**
 * The width of the site's content (a Mantine container size): every band, the navbar and
 * the footer line up on it. 'lg' (1140 px) leaves air around the content on laptops.
 */
export const SITE_WIDTH = 'lg';
