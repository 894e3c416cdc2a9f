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

declare module 'autocannon' {
  interface Histogram { average: number; p50: number; p90: number; p97_5: number; p99: number; max: number; mean: number }
  export interface Result { requests: Histogram & { total: number }; latency: Histogram & { p95?: number }; errors: number; non2xx: number; timeouts: number; duration: number; statusCodeStats?: Record<string, { count: number }> }
  interface Options {
    url: string; connections?: number; duration?: number; amount?: number; method?: string; headers?: Record<string, string>;
    body?: string; requests?: Array<{ method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }>;
    pipelining?: number; timeout?: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}

// s3rver (tests only) has no types of its own.
declare module 's3rver' {
  interface S3rverOptions {
    port?: number; address?: string; silent?: boolean; directory?: string; resetOnClose?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}
