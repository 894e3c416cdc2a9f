// apollo-upload-client 19 ships its types as JSDoc in .mjs files; this is the part the portal uses.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client/link';
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: {
      uri?: string;
      credentials?: RequestCredentials;
      headers?: Record<string, string>;
      fetchOptions?: RequestInit;
    });
  }
}
