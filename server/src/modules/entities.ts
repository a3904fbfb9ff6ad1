/** Every entity of the platform, one declaration each, grouped by module. */
export const entities: Function[] = [];
