import type { PossibleTypesMap } from '@apollo/client';

/**
 * Union and interface members of schema/schema.graphql that the console's operations select with inline
 * fragments. Apollo's cache needs them to match fragments on a union member or on the ErrorResult interface.
 * `possible-types.test.ts` compares this map with the committed SDL, so a schema change cannot leave it stale.
 */
export const POSSIBLE_TYPES: PossibleTypesMap = {
  DeleteResult: ['DeleteSuccess', 'NotFoundError', 'RefusedError'],
  ErrorResult: [
    'InvalidCredentialsError',
    'NotApprovedError',
    'NotFoundError',
    'RateLimitedError',
    'RefusedError',
    'ValidationError',
  ],
  ExecutiveLoginResult: [
    'ExecutiveLoginSuccess',
    'InvalidCredentialsError',
    'NotApprovedError',
    'RateLimitedError',
    'ValidationError',
  ],
  ExecutiveModerationResult: ['ExecutiveModerationSuccess', 'NotFoundError', 'RefusedError'],
  MemberModerationResult: ['MemberModerationSuccess', 'NotFoundError', 'RefusedError'],
  MemberResult: ['Member', 'NotFoundError'],
  RegisterExecutiveResult: ['RegisterExecutiveSuccess', 'ValidationError'],
};
