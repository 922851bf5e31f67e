-- The request each connection repeats, from the bench's environment, and one JSON line of results when done.
wrk.method = os.getenv("BENCH_METHOD") or "GET"
wrk.headers["Accept-Encoding"] = os.getenv("BENCH_ACCEPT_ENCODING")
local body = os.getenv("BENCH_BODY") or ""
if #body > 0 then
  wrk.body = body
  wrk.headers["Content-Type"] = "application/json"
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationMicros":%d,"socketErrors":%d,"non2xx":%d,"timeouts":%d,"p50Micros":%d,"p99Micros":%d}\n',
    summary.requests, summary.duration, errors.connect + errors.read + errors.write, errors.status, errors.timeout,
    latency:percentile(50), latency:percentile(99)))
end
