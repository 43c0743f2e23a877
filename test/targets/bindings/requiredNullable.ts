import { javaMixedMembers, javaMixedRejections } from "./javaMixedUnions.js";

/**
 * Keys a version requires whose value may be `null` (issue 23): 2025-11-25's `ttl` on Task, GetTaskResult,
 * CancelTaskResult and TaskStatusNotificationParams, and LoggingMessageNotificationParams' `data` (any JSON).
 * `null` is a value: it decodes and is written back as `null`; a missing key is refused at its path. The Java
 * fixture's ttl cases (ServerResult, GetTaskResult, ListTasksResult) plus the other places such a key sits.
 */
export const requiredNullableVersion = "2025-11-25";

const task = `"taskId":"t1","status":"working","createdAt":"2025-01-01T00:00:00Z","lastUpdatedAt":"2025-01-01T00:00:01Z"`;
const ofVersion = <C extends { version: string }>(cases: readonly C[], about: (c: C) => boolean) => cases.filter((c) => c.version === requiredNullableVersion && about(c));

/** Each decodes (`type`: a class, or `result:<method>` through decodeResult) as `member` and is written back as read. */
export const requiredNullableMembers: readonly { type: string; text: string; member: string }[] = [
  ...ofVersion(javaMixedMembers, (c) => c.text.includes(`"ttl"`)),
  { type: "result:tasks/get", text: `{${task},"ttl":null}`, member: "GetTaskResult" },
  { type: "CancelTaskResult", text: `{${task},"ttl":null}`, member: "CancelTaskResult" },
  { type: "CreateTaskResult", text: `{"task":{${task},"ttl":null}}`, member: "CreateTaskResult" },
  { type: "TaskStatusNotification", text: `{"jsonrpc":"2.0","method":"notifications/tasks/status","params":{${task},"ttl":null}}`, member: "TaskStatusNotification" },
  { type: "LoggingMessageNotificationParams", text: `{"level":"info","data":null}`, member: "LoggingMessageNotificationParams" },
];

/** Each is refused at `path`. */
export const requiredNullableRejections: readonly { type: string; text: string; path: string; why: string }[] = [
  ...ofVersion(javaMixedRejections, (c) => c.path === "/ttl"),
  { type: "result:tasks/get", text: `{${task}}`, path: "/ttl", why: "a tasks/get result lacking ttl" },
  { type: "CreateTaskResult", text: `{"task":{${task}}}`, path: "/task/ttl", why: "a task lacking ttl" },
  { type: "GetTaskResult", text: `{${task},"ttl":"60000"}`, path: "/ttl", why: "a ttl neither null nor a number" },
  { type: "LoggingMessageNotificationParams", text: `{"level":"info"}`, path: "/data", why: "a log message lacking data" },
];
