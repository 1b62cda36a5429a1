/** Every answer of the API: the HTTP status equals `status`. */
export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

/** What the client gets back from a failed call. */
export interface ApiError {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

export interface Paged {
  size: number;
  /** true: counting stopped at `size` (a capped count), more rows match. */
  sizeCapped?: boolean;
}
