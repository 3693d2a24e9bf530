// Type-level tests of the reads and writes (checked by `tsc -p libs/api/tsconfig.json`, never run):
// paths, parameters and bodies come from the contract, so a mistyped one does not compile.
import { byUuid, useQuery } from './hooks';
import { useMutation } from './mutation';

export function Reads({ uuid }: { uuid: string }) {
  const balance: number | undefined = useQuery('/bonuses/{uuid}/wallet-balance', byUuid(uuid)).data
    ?.wallet_balance;
  const packages = useQuery('/packages/all').data?.map((item) => item.name);
  useQuery('/withdrawals/{uuid}/user-history', { params: { path: { uuid }, query: { page: 2 } } });
  // @ts-expect-error: the contract has no GET /bonuses/{uuid}/wallet-balanse
  useQuery('/bonuses/{uuid}/wallet-balanse', byUuid(uuid));
  // @ts-expect-error: the path needs its uuid
  useQuery('/users/{uuid}/profile');
  // @ts-expect-error: /payments/initiate has no GET
  useQuery('/payments/initiate');
  // @ts-expect-error: the data holds no such field
  void useQuery('/settings/all').data?.no_such_setting;
  return [balance, packages];
}

export function Writes({ uuid }: { uuid: string }) {
  const withdraw = useMutation('post', '/withdrawals/{uuid}/initiate', {
    revalidates: (path) => path === '/bonuses/{uuid}/wallet-balance',
  });
  void withdraw.trigger({ params: { path: { uuid } }, body: { amount: 2000 } });
  // @ts-expect-error: amount is a number
  void withdraw.trigger({ params: { path: { uuid } }, body: { amount: '2000' } });
  useMutation('post', '/withdrawals/{uuid}/initiate', {
    // @ts-expect-error: the contract has no GET /bonuses/{uuid}/wallet
    revalidates: (path) => path === '/bonuses/{uuid}/wallet',
  });
  // @ts-expect-error: /auth/user has no POST
  useMutation('post', '/auth/user');
}
