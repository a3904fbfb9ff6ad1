/**
 * Where the back-office lives: the app routes it there, and the account menu links an admin to
 * it (a path of the app, not of the admin's code, which loads only there).
 */
export const ADMIN_PATH = '/admin';
