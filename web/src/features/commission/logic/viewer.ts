/** Who is looking: an agent reads their own figures; the HQ side (HQ and staff) any agent's and the company's. */
import type { Who } from '@/lib/access';

export const isHqSide = (user: Pick<Who, 'role'>) => user.role !== 'agent';
