import { describe } from 'vitest';
import { generationScreenTests } from '../../testing/generationScreenTests';

describe('given the Stockist upline bonus settings page', () => {
  generationScreenTests({
    path: '/admin/stockist-upline-bonus-setting',
    title: 'Stockist upline bonus settings',
    read: 'GET /settings/stockist-upline-bonus',
    write: 'PUT /settings/stockist-upline-bonus/{id}',
    written: 'PUT /settings/stockist-upline-bonus/11',
    table: 'stockist_upline',
  });
});
