/** Who is looking: an agent reads their own figures; the HQ side (HQ and staff) any agent's and the company's; HQ alone closes months and pays. */
export { canPayCommission, isHqSide } from '@/lib/access';
