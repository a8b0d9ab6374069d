import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed/demo-seed';
import { useTestApp } from '../support/harness';

describe("demo data: Riverside's onboarding", () => {
  const t = useTestApp();

  it(
    'gives demo-client onboarding workflows in every stage and age bucket, complete ones, and some assigned to it',
    { timeout: 180_000 },
    async () => {
      await seedDemoData(t.app.runtime.deps);
      const http = t.client();
      await http.login('demo-client');
      const stats = (await http.get('/services/onboarding/stats')).body;
      for (const { stage, ageBucket, count } of stats.agingStats) expect(count, `${stage} ${ageBucket}`).toBeGreaterThan(0);
      expect(stats.complete).toBeGreaterThanOrEqual(2);
      expect(stats.averageDaysToCompleteOnboarding).toBeGreaterThan(0);
      expect(stats.enrolled).toBeGreaterThan(stats.complete);

      const mine = (await http.get('/services/onboarding/workflows?showAssignedToMe=true&size=50')).body;
      expect(mine.total).toBeGreaterThan(0);
      const revision = (await http.get('/services/onboarding/workflows?status=REVISION_REQUESTED')).body.content[0];
      const items = (await http.get(`/services/onboarding/steps/${revision.covgId}`)).body;
      const review = items.find((i: { programmaticName: string }) => i.programmaticName === 'VENDOR_REVIEW');
      expect(review.status).toBe('PENDING');
      const detail = (await http.get(`/services/onboarding/step/${review.id}/vendor-review`)).body;
      expect(detail.openRevisions).toBe(1);
      expect(detail.vendor.companyReview.revisionNotes[0].note).toBe('Please add the phone number of your main office.');
    },
  );
});
