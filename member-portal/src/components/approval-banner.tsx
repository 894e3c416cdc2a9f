import { MESSAGES } from '@matrimony/schema';

/**
 * Shown to a member whose profile is Not Approved (My Profile and Search): who reviews them and what happens
 * next (issue 7, item 21). Renders nothing for any other status.
 */
export function ApprovalBanner({ status, executiveName }: { status: string | null | undefined; executiveName?: string | null }) {
  if (status !== 'NOT_APPROVED') return null;
  return (
    <section className="approval-banner notice" aria-labelledby="approval-banner-title">
      <h2 id="approval-banner-title" className="approval-banner-title">
        Awaiting approval
      </h2>
      <p>{MESSAGES.awaitingApproval}</p>
      <p>
        {executiveName ? (
          <>
            <strong>{executiveName}</strong>, the executive for your community and district, will check your details.
          </>
        ) : (
          'An executive for your community and district will check your details.'
        )}{' '}
        Once your profile is approved you can search and view other members' profiles, and they can find yours. Until
        then nobody else sees your profile. You can still keep your details up to date in Edit Profile.
      </p>
    </section>
  );
}
