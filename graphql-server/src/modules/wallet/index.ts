/** The wallet module's face: what the rest of the server may use. */
import { Wallet, WalletTransaction } from './wallet.entity.js';
import { WalletResolver } from './wallet.resolver.js';

export type { Wallet } from './wallet.entity.js';
export { WalletService } from './wallet.service.js';
export { WalletView } from './wallet.types.js';

export const walletModule = { entities: [Wallet, WalletTransaction], resolvers: [WalletResolver] };
export { exportWallet } from './wallet.privacy.js';
