// The small part of autocannon's API the load benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    requests?: Request[]
  }
  export interface Histogram {
    average: number
    p50: number
    p99: number
    max: number
  }
  export interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
