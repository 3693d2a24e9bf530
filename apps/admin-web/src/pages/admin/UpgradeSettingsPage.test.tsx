import { describe } from 'vitest';
import { generationScreenTests } from '../../testing/generationScreenTests';

describe('given the Upgrade bonus settings page', () => {
  generationScreenTests({
    path: '/admin/upgrade-settings',
    title: 'Upgrade bonus settings',
    read: 'GET /settings/upgrade-bonus',
    write: 'PUT /settings/upgrade-bonus/{id}/update',
    written: 'PUT /settings/upgrade-bonus/11/update',
    table: 'upgrade',
  });
});
