// GlobalProfitCard is composed from StatCard, NairaAmount and Badge and has no styles of its own.
export {};
