import { isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AreaGuard } from '@/components/AreaGuard';
import { filesRoutes } from './routes';
import { FilesPage } from './pages/FilesPage';
import { FoldersPage } from './pages/FoldersPage';

describe('marketing files routes', () => {
  it('loads /files and /files/folders lazily, behind the files area', async () => {
    expect(filesRoutes.map((r) => r.path)).toEqual(['/files', '/files/folders']);
    const pages = [FilesPage, FoldersPage];
    for (const [i, route] of filesRoutes.entries()) {
      expect(route.element).toBeUndefined();
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      expect(isValidElement(loaded.element)).toBe(true);
      const guard = loaded.element as ReactElement<{ area?: string; children: ReactElement }>;
      expect(guard.type).toBe(AreaGuard);
      expect(guard.props.area).toBe('files');
      expect(guard.props.children.type).toBe(pages[i]);
    }
  });
});
