import { describe } from 'vitest';
import { generationScreenTests } from '../../testing/generationScreenTests';

describe('given the Unilevel bonus settings page', () => {
  generationScreenTests({
    path: '/admin/unilevel-settings',
    title: 'Unilevel bonus settings',
    read: 'GET /settings/unilevel-bonus',
    write: 'PUT /settings/unilevel-bonus/{id}/update',
    written: 'PUT /settings/unilevel-bonus/11/update',
    table: 'unilevel',
  });
});
