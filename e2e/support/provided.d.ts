declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
export {};
