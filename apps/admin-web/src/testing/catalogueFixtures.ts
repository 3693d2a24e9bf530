import type { components } from '@kola/api';

type Schemas = components['schemas'];

/** GET /ranks/all: lowest points first. */
export function ranks(): Schemas['Rank'][] {
  return [
    {
      id: 1,
      name: 'Bronze',
      points: 100,
      is_global_profit_eligible: 0,
      description: null,
      package: 1,
      package_name: 'Starter',
    },
    {
      id: 2,
      name: 'Silver Star',
      points: 500,
      is_global_profit_eligible: 0,
      description: null,
      package: 2,
      package_name: 'Silver',
    },
    {
      id: 3,
      name: 'Diamond',
      points: 5000,
      is_global_profit_eligible: 1,
      description: 'Top rank',
      package: 3,
      package_name: 'Gold',
    },
  ];
}

/** GET /settings/all: the settings record. */
export function settings(overrides: Partial<Schemas['Settings']> = {}): Schemas['Settings'] {
  return {
    id: 1,
    equillibrum_bonus: 500,
    loyalty_bonus_percentage: 5,
    welcome_bonus_percentage: 10,
    placement_bonus_percentage: 5,
    global_profit_value: 0,
    global_profit_first_percentage: 2,
    global_profit_second_percentage: 1,
    next_global_profit_share_month: 12,
    next_global_profit_share_day: 31,
    profit_pool_percentage: 3,
    profit_pool_duration: 6,
    profit_pool_days_offset: 30,
    profit_pool_num_of_downlines: 2,
    matching_bonus_total_pv: 20,
    matching_bonus_percent: 10,
    repurchase_bonus_percentage: 5,
    matching_bonus_frequency: 7,
    unit_point_value: 1000,
    minimum_withdrawal: 1000,
    maximum_withdrawal: 500000,
    withdrawal_charge_type: 'percentage',
    charge: 1.5,
    withdrawal_charge_cap: 2000,
    withdrawal_type: 'weekly',
    withdrawal_period: 6,
    company_phone: '08012345678',
    company_email: 'info@kolaherbal.test',
    company_address: '12 Allen Avenue, Ikeja, Lagos',
    award_winner_sponsor_bonus_percentage: 10,
    award_winner_dd_bonus_percentage: 5,
    stockist_referral_bonus_percentage: 7.5,
    show_front_page_message: false,
    home_page_message_subject: null,
    home_page_message: null,
    general_message_subject: null,
    general_message: null,
    spillover_enabled: true,
    ...overrides,
  };
}

/** GET /incentives/all: the incentive of each rank. */
export function incentives(): Schemas['Incentive'][] {
  return [
    {
      id: 1,
      name: 'Bronze',
      points: 100,
      incentive: 'Smartphone',
      worth: 150000,
      file_path: null,
      rank_id: 1,
    },
    {
      id: 2,
      name: 'Silver Star',
      points: 500,
      incentive: 'Holiday in Obudu',
      worth: 750000,
      file_path: '/api/files/incentive-obudu.png',
      rank_id: 2,
    },
  ];
}

/** GET /products/all: every product, enabled or not. */
export function products(): Schemas['Product'][] {
  return [
    {
      id: 1,
      name: 'Bitter Leaf Tea',
      description: 'Thirty sachets.',
      image: null,
      worth: 4500,
      points: 2,
      is_active: true,
      in_stock: true,
      stock_qty: 40,
    },
    {
      id: 2,
      name: 'Moringa Capsules',
      description: null,
      image: '/api/files/moringa.png',
      worth: 12000,
      points: 5,
      is_active: false,
      in_stock: false,
      stock_qty: 0,
    },
  ];
}

/** GET /stockist-packages/all. */
export function stockistPackages(): Schemas['StockistPackage'][] {
  return [
    {
      id: 1,
      name: 'Mini Store',
      registration_value: 250000,
      point_value: 1,
      pickup_amount: 200000,
      sales_bonus_percentage: 5,
      value: 250000,
    },
    {
      id: 2,
      name: 'Mega Store',
      registration_value: 1000000,
      point_value: 1,
      pickup_amount: 900000,
      sales_bonus_percentage: 10,
      value: 1000000,
    },
  ];
}

/** GET /banks/all: the company accounts. */
export function companyBanks(): Schemas['CompanyBank'][] {
  return [
    {
      id: 1,
      bank_name: 'Access Bank',
      bank_account_name: 'Kola Herbal Ltd',
      bank_account_number: '0123456789',
    },
    {
      id: 2,
      bank_name: 'Zenith Bank',
      bank_account_name: 'Kola Herbal Ltd',
      bank_account_number: '1234567890',
    },
  ];
}

/** GET /payments/banks: the payout provider's bank list. */
export function providerBanks(): Schemas['BankListItem'][] {
  return [
    { bank: 'Access Bank', code: '044' },
    { bank: 'Guaranty Trust Bank', code: '058' },
    { bank: 'Zenith Bank', code: '057' },
  ];
}

/** GET /service-providers. */
export function serviceProviders(): Schemas['ServiceProvider'][] {
  return [
    { id: 1, name: 'Paystack', slug: 'paystack', created_at: '2026-01-01T00:00:00.000Z' },
    { id: 2, name: 'Sandbox', slug: 'sandbox', created_at: '2026-01-01T00:00:00.000Z' },
  ];
}

/** GET /product-services: which provider serves payments and payouts. */
export function productServices(): Schemas['ProductService'][] {
  const [paystack] = serviceProviders();
  return [
    { id: 1, service: 'payment', service_provider_id: 1, service_provider: paystack! },
    { id: 2, service: 'payout', service_provider_id: 1, service_provider: paystack! },
  ];
}
