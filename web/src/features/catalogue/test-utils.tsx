/** The catalogue screens use the shared screen-test helpers. */
export * from '@/test-utils';
