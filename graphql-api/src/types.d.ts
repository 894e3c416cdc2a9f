// graphql-upload 17 ships its types only as JSDoc in .mjs files.
declare module 'graphql-upload/graphqlUploadExpress.mjs' {
  import type { RequestHandler } from 'express';
  export default function graphqlUploadExpress(options?: { maxFileSize?: number; maxFiles?: number; maxFieldSize?: number }): RequestHandler;
}
declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';
  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}
declare module 'graphql-upload/Upload.mjs' {
  import type { Readable } from 'node:stream';
  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(options?: { highWaterMark?: number }): Readable;
  }
  export default class Upload {
    promise: Promise<FileUpload>;
    file?: FileUpload;
  }
}
