import { expect } from 'vitest';
import type { TestApi } from '../src/testing/stack.js';
import type { Client, TestMember } from './helpers.js';

/** GraphQL documents and small steps shared by the Connect tests (interests, blocks, reports...). */
export const RESULT = `__typename
  ... on ErrorResult { code message }
  ... on InterestActionSuccess { message connected interest { id status createdAt direction reminderCount member { id fullName relationship } } }`;
export const MEMBER_ACTION = `__typename ... on ErrorResult { code message } ... on MemberActionSuccess { message memberId }`;

export const SEND = `mutation Send($memberId: ID!, $message: String) { sendInterest(memberId: $memberId, message: $message) { ${RESULT} ... on RateLimitedError { retryAfterSeconds } } }`;
export const RESPOND = `mutation Respond($interestId: ID!, $accept: Boolean!) { respondToInterest(interestId: $interestId, accept: $accept) { ${RESULT} } }`;
export const WITHDRAW = `mutation Withdraw($interestId: ID!) { withdrawInterest(interestId: $interestId) { ${RESULT} } }`;
export const REMIND = `mutation Remind($interestId: ID!) { remindInterest(interestId: $interestId) { ${RESULT} } }`;
export const END = `mutation End($memberId: ID!) { endConnection(memberId: $memberId) { ${MEMBER_ACTION} } }`;
export const BOX = `query Box($box: InterestBox!, $page: Int, $limit: Int) {
  myInterests(box: $box, page: $page, limit: $limit) { page limit hasMore totalCount items { id status createdAt direction member { id fullName relationship } } }
}`;
export const RELATIONSHIP = `query Rel($id: ID!) { member(id: $id) { __typename ... on Member { id relationship shortlisted } ... on ErrorResult { code } } }`;

export async function send(from: TestMember | Client, to: string, message?: string): Promise<any> {
  const r = await clientOf(from).gql(SEND, { memberId: to, message });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.sendInterest;
}

export async function respond(by: TestMember | Client, interestId: string, accept: boolean): Promise<any> {
  const r = await clientOf(by).gql(RESPOND, { interestId, accept });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.respondToInterest;
}

export async function box(of: TestMember | Client, which: 'RECEIVED' | 'SENT' | 'CONNECTED'): Promise<any> {
  const r = await clientOf(of).gql(BOX, { box: which, limit: 100 });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.myInterests;
}

export async function relationship(viewer: TestMember | Client, id: string): Promise<string | undefined> {
  const r = await clientOf(viewer).gql(RELATIONSHIP, { id });
  return r.data.member.relationship ?? r.data.member.code;
}

/** Two members connected by an accepted interest. */
export async function connect(a: TestMember, b: TestMember): Promise<string> {
  const sent = await send(a, b.id);
  expect(sent.__typename, JSON.stringify(sent)).toBe('InterestActionSuccess');
  const ok = await respond(b, sent.interest.id, true);
  expect(ok.__typename, JSON.stringify(ok)).toBe('InterestActionSuccess');
  return sent.interest.id;
}

export function sql(api: TestApi, text: string, params: unknown[] = []): Promise<any[]> {
  return api.runtime.orm.em.getConnection().execute(text, params);
}

function clientOf(x: TestMember | Client): Client {
  return 'client' in x ? x.client : x;
}
