import { defineOperation } from "../../../core/pack/index.ts";
import { requestScope } from "./request-scope.ts";
import { apiUsage, DAILY_API_REQUESTS } from "../api-usage.ts";

/** GET /limits: the org's limits; API requests and data storage reflect this world. */
export const limits = defineOperation((ctx) => {
  requestScope(ctx);
  const used = apiUsage(ctx);
  // Salesforce counts most records as 2 KB of data storage.
  const records = ctx.world.collectionNames().filter((n) => !n.startsWith("_")).reduce((sum, n) => sum + ctx.world.collection(n).count(), 0);
  const limit = (max: number, remaining = max) => ({ Max: max, Remaining: remaining });
  return {
    ConcurrentAsyncGetReportInstances: limit(200),
    ConcurrentSyncReportRuns: limit(20),
    DailyApiRequests: limit(DAILY_API_REQUESTS, Math.max(0, DAILY_API_REQUESTS - used)),
    DailyAsyncApexExecutions: limit(250000),
    DailyBulkApiBatches: limit(15000),
    DailyBulkV2QueryJobs: limit(10000),
    DailyStreamingApiEvents: limit(1000000),
    DataStorageMB: limit(1024, Math.max(0, 1024 - Math.ceil((records * 2) / 1024))),
    FileStorageMB: limit(20480),
    HourlyODataCallout: limit(10000),
    HourlyTimeBasedWorkflow: limit(1000),
    MassEmail: limit(5000),
    SingleEmail: limit(5000),
  };
});
