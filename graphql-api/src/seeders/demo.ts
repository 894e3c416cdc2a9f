import crypto from 'node:crypto';
import sharp from 'sharp';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ALL_DISTRICTS, COMMUNITIES, STATES } from '@matrimony/schema';
import type { Runtime } from '../app/runtime.js';
import { hashPassword } from '../common/passwords.js';
import { Executive } from '../modules/executive/executive.entity.js';
import { processPhoto, storePhoto } from '../modules/media/photo.service.js';
import { Member } from '../modules/member/member.entity.js';
import { seedConnectDemo } from './connect-demo.js';
import { person, portraitSvg } from './people.js';

export const DEMO_MEMBER_PASSWORD = 'demo-member-2026';

/**
 * Demo data for a local start with an empty database (README.md): an approved executive for every community
 * and district, approved members spread over every district, community and gender with generated photos, and
 * one administrator whose password is random and returned once. Never called in production.
 */
export async function seedDemoIfEmpty(runtime: Runtime, opts: { members: number }): Promise<{ email: string; password: string; memberEmail: string; memberPassword: string } | null> {
  const em = runtime.orm.em.fork() as EntityManager;
  if ((await em.count(Member)) > 0 || (await em.count(Executive)) > 0) return null;
  runtime.logger.info({ members: opts.members }, 'loading demo data');

  const adminPassword = crypto.randomBytes(9).toString('base64url');
  const executivePassword = crypto.randomBytes(9).toString('base64url');
  const [adminHash, executiveHash, memberHash] = await Promise.all([
    hashPassword(adminPassword), hashPassword(executivePassword), hashPassword(DEMO_MEMBER_PASSWORD),
  ]);
  const admin = em.create(Executive, {
    fullName: 'Demo Administrator', email: 'admin@demo.rishtasamaj.in', passwordHash: adminHash, mobile: '9000000000',
    gender: 'Female', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore', block: 'Indore',
    address: 'Head Office, Indore', role: 'admin', isApproved: true, isRejected: false,
  });
  em.persist(admin);

  const executives = new Map<string, Executive>();
  let n = 0;
  for (const community of COMMUNITIES) {
    for (const district of ALL_DISTRICTS) {
      const state = STATES.find((s) => s.districts.includes(district))!.state;
      const p = person(1000 + n++);
      const executive = em.create(Executive, {
        fullName: p.fatherName, email: `executive.${community}.${district}@demo.rishtasamaj.in`.toLowerCase().replace(/\s+/g, '-'),
        passwordHash: executiveHash, mobile: p.mobile, gender: 'Male', community, state, district, block: district,
        address: `${community} Samaj Bhawan, ${district}`, role: 'executive', isApproved: true, isRejected: false,
      });
      executives.set(`${community}|${district}`, executive);
      em.persist(executive);
    }
  }
  await em.flush();

  const count = Math.max(opts.members, 0);
  const base = Date.now() - count * 60_000;
  const members: Member[] = [];
  for (let i = 0; i < count; i++) {
    const p = person(i, 'demo.rishtasamaj.in');
    const photo = await processPhoto(await sharp(Buffer.from(portraitSvg(i, p.gender))).jpeg({ quality: 85 }).toBuffer());
    await storePhoto(runtime.storage, photo);
    const member = em.create(Member, {
      ...p, passwordHash: memberHash, photoKey: photo.key, status: 'Approved',
      executive: executives.get(`${p.community}|${p.district}`) ?? null, createdAt: new Date(base + i * 60_000),
    });
    members.push(member);
    em.persist(member);
    if (i % 50 === 49) await em.flush();
  }
  await em.flush();
  await seedConnectDemo(em, members, runtime.cipher);
  runtime.logger.info(
    { members: count, executives: executives.size, sampleMember: person(0, 'demo.rishtasamaj.in').email },
    'demo data loaded',
  );
  return { email: admin.email, password: adminPassword, memberEmail: person(0, 'demo.rishtasamaj.in').email, memberPassword: DEMO_MEMBER_PASSWORD };
}
