/** The body of POST /services/account/users for a new user of the vendor, with the password both times. */
export const newAccountUser = (username: string) => ({
  username,
  firstName: 'Una',
  lastName: 'User',
  email: `${username}@vendor.test`,
  password: 'Second!Pass2026',
  passwordConfirm: 'Second!Pass2026',
});
