// Mozilla's list (MPL-2.0): the 50,000 most common passwords of 8+ characters from SecLists' top
// million, lower-cased. The package ships no types.
declare module 'fxa-common-password-list' {
  const list: { test(password: string): boolean };
  export default list;
}
