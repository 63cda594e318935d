// A catalogue page whose products the ERP cannot give, with nothing cached to serve instead: the
// page throws an error carrying this digest (Next keeps a thrown error's own digest, and it is the
// one thing a client error boundary still sees in production), and app/error.tsx shows its text
// (messages/<language>/status.json `client.catalogue`).

export const CATALOGUE_UNAVAILABLE_DIGEST = 'CATALOGUE_UNAVAILABLE';
