import { expect, test } from "vitest";
import { endpointProblem, ENDPOINT_MAX_LENGTH, ENDPOINT_MESSAGES } from "./push-services";
import { PUSH_INPUT_MESSAGES, removeSchema, subscribeSchema } from "./subscription-input";

const P256DH = "BHHXkA06u2ZHDc3f8tvzn4GwEXPf19jobNl86ZqRnutXI0XHq1NntOObwyylEuajvFJbgvd3hbx2AXIAucvfFow";
const AUTH = "8eDyX_uCN0XRhSbY5hs7Hg";
const good = {
  subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/abc:def", expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } },
  sign: "leo",
  time: "07:00",
  timeZone: "Europe/Paris",
};
const schema = subscribeSchema([]);
const messageOf = (body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]!.message;
};

test("[push.endpoints] the push services browsers use are accepted, over https on their own hosts", () => {
  for (const endpoint of [
    "https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB",
    "https://web.push.apple.com/QGuQyavXutnMH1",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD",
  ]) {
    expect(endpointProblem(endpoint, [])).toBeUndefined();
  }
});

test("[push.endpoints] any other address the server would be made to call is refused", () => {
  const refusals: Array<[string, string]> = [
    ["not a url", ENDPOINT_MESSAGES.invalid],
    ["http://fcm.googleapis.com/fcm/send/x", ENDPOINT_MESSAGES.invalid],
    ["http://127.0.0.1:4461/push", ENDPOINT_MESSAGES.invalid],
    ["https://169.254.169.254/latest/meta-data/", ENDPOINT_MESSAGES.unknownService],
    ["https://localhost/push", ENDPOINT_MESSAGES.unknownService],
    ["https://[::1]/push", ENDPOINT_MESSAGES.unknownService],
    ["https://fcm.googleapis.com:8443/fcm/send/x", ENDPOINT_MESSAGES.unknownService],
    ["https://user:pw@fcm.googleapis.com/fcm/send/x", ENDPOINT_MESSAGES.unknownService],
    ["https://fcm.googleapis.com.attacker.example/x", ENDPOINT_MESSAGES.unknownService],
    ["https://notify.windows.com/w/", ENDPOINT_MESSAGES.unknownService],
    ["https://evilpush.apple.com.example/x", ENDPOINT_MESSAGES.unknownService],
    ["file:///etc/passwd", ENDPOINT_MESSAGES.invalid],
    [`https://fcm.googleapis.com/${"x".repeat(ENDPOINT_MAX_LENGTH)}`, ENDPOINT_MESSAGES.tooLong],
  ];
  for (const [endpoint, message] of refusals) expect([endpoint, endpointProblem(endpoint, [])]).toEqual([endpoint, message]);
});

test("[push.endpoints] an origin of PUSH_SERVICE_ORIGINS is accepted, http too, and only that origin", () => {
  const origins = ["http://127.0.0.1:4461"];
  expect(endpointProblem("http://127.0.0.1:4461/subscriber/1", origins)).toBeUndefined();
  expect(endpointProblem("http://127.0.0.1:4462/subscriber/1", origins)).toBe(ENDPOINT_MESSAGES.invalid);
  expect(endpointProblem("http://user@127.0.0.1:4461/subscriber/1", origins)).toBe(ENDPOINT_MESSAGES.unknownService);
});

test("[push.subscribe] a browser's subscription is read as PushSubscription.toJSON() writes it, with the reader's choices normalised", () => {
  const parsed = schema.parse({
    ...good,
    timeZone: "europe/PARIS",
    subscription: { ...good.subscription, keys: { p256dh: P256DH, auth: `${AUTH}==` } },
  });
  expect(parsed).toMatchObject({ sign: "leo", time: 7 * 60, timeZone: "Europe/Paris", subscription: { keys: { auth: AUTH } } });
});

test("[push.subscribe] each wrong field has its own refusal", () => {
  const sub = good.subscription;
  const withKeys = (keys: Record<string, unknown>) => ({ ...good, subscription: { ...sub, keys: { ...sub.keys, ...keys } } });
  expect(messageOf(good)).toBeUndefined();
  expect(messageOf({ ...good, subscription: undefined })).toBe(PUSH_INPUT_MESSAGES.endpoint);
  expect(messageOf({ ...good, subscription: { ...sub, endpoint: 42 } })).toBe(PUSH_INPUT_MESSAGES.endpoint);
  expect(messageOf({ ...good, subscription: { ...sub, endpoint: "https://example.com/push" } })).toBe(ENDPOINT_MESSAGES.unknownService);
  expect(messageOf({ ...good, subscription: { endpoint: sub.endpoint } })).toBe(PUSH_INPUT_MESSAGES.p256dh);
  // 65 bytes, but not an uncompressed point (it must start with 0x04).
  expect(messageOf(withKeys({ p256dh: `A${P256DH.slice(1)}` }))).toBe(PUSH_INPUT_MESSAGES.p256dh);
  expect(messageOf(withKeys({ p256dh: P256DH.slice(0, 43) }))).toBe(PUSH_INPUT_MESSAGES.p256dh);
  expect(messageOf(withKeys({ p256dh: `${P256DH.slice(0, 10)}+${P256DH.slice(11)}` }))).toBe(PUSH_INPUT_MESSAGES.p256dh);
  expect(messageOf(withKeys({ auth: `${AUTH}AA` }))).toBe(PUSH_INPUT_MESSAGES.auth);
  expect(messageOf(withKeys({ auth: undefined }))).toBe(PUSH_INPUT_MESSAGES.auth);
  expect(messageOf({ ...good, sign: "Leo" })).toBe(PUSH_INPUT_MESSAGES.sign);
  expect(messageOf({ ...good, sign: undefined })).toBe(PUSH_INPUT_MESSAGES.sign);
  for (const time of ["7:00", "07:60", "24:00", "07:00:00", 700, undefined])
    expect(messageOf({ ...good, time })).toBe(PUSH_INPUT_MESSAGES.time);
  for (const timeZone of ["", "Mars/Olympus_Mons", "x".repeat(100), undefined]) {
    expect(messageOf({ ...good, timeZone })).toBe(PUSH_INPUT_MESSAGES.timeZone);
  }
});

test("[push.subscribe] turning off asks for the endpoint and the auth secret", () => {
  expect(removeSchema.safeParse({ endpoint: good.subscription.endpoint, auth: AUTH }).success).toBe(true);
  expect(removeSchema.safeParse({ endpoint: "", auth: AUTH }).error?.issues[0]?.message).toBe(PUSH_INPUT_MESSAGES.endpoint);
  expect(removeSchema.safeParse({ endpoint: good.subscription.endpoint }).error?.issues[0]?.message).toBe(PUSH_INPUT_MESSAGES.auth);
});
