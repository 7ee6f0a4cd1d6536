/** The inventory and courier screens use the shared screen-test helpers. */
export * from '@/test-utils';
