// The instruments Kestrel quotes: about 20 major coins against USDT and 8–18 of each other class,
// with real tickers, their names in English, simplified and traditional Chinese (spec §3
// en_name / option_name / tw_name), the decimals their price shows, a reference price the
// simulation starts from and its yearly volatility. Ids are stable: favourites and orders keep them.
import type { MarketClass } from '../../contract/market';

export type Instrument = {
  id: number;
  symbol: string;
  base: string;
  quote: string;
  class: MarketClass;
  en_name: string;
  option_name: string;
  tw_name: string;
  precision: number;
  /** Reference price (decimal string) the simulated feed starts from. */
  reference: string;
  /** Annualised volatility of the simulated feed. */
  volatility: number;
};

type Row = [
  id: number,
  base: string,
  quote: string,
  en: string,
  zh: string,
  hk: string,
  precision: number,
  ref: string,
  vol: number,
];

const rows: Record<MarketClass, Row[]> = {
  crypto: [
    [1, 'BTC', 'USDT', 'Bitcoin', '比特币', '比特幣', 2, '95000', 0.55],
    [2, 'ETH', 'USDT', 'Ethereum', '以太坊', '以太坊', 2, '3400', 0.7],
    [3, 'BNB', 'USDT', 'BNB', '币安币', '幣安幣', 2, '640', 0.6],
    [4, 'SOL', 'USDT', 'Solana', '索拉纳', '索拉納', 2, '180', 0.9],
    [5, 'XRP', 'USDT', 'XRP', '瑞波币', '瑞波幣', 4, '2.2', 0.9],
    [6, 'DOGE', 'USDT', 'Dogecoin', '狗狗币', '狗狗幣', 4, '0.32', 1.0],
    [7, 'ADA', 'USDT', 'Cardano', '艾达币', '艾達幣', 4, '0.95', 0.9],
    [8, 'TRX', 'USDT', 'TRON', '波场', '波場', 4, '0.25', 0.7],
    [9, 'AVAX', 'USDT', 'Avalanche', '雪崩', '雪崩', 2, '38', 1.0],
    [10, 'DOT', 'USDT', 'Polkadot', '波卡', '波卡', 3, '7.5', 0.9],
    [11, 'LINK', 'USDT', 'Chainlink', '链接', '鏈接', 3, '22', 0.9],
    [12, 'TON', 'USDT', 'Toncoin', '顿币', '頓幣', 3, '5.6', 0.8],
    [13, 'LTC', 'USDT', 'Litecoin', '莱特币', '萊特幣', 2, '105', 0.8],
    [14, 'BCH', 'USDT', 'Bitcoin Cash', '比特币现金', '比特幣現金', 2, '450', 0.8],
    [15, 'UNI', 'USDT', 'Uniswap', 'Uniswap', 'Uniswap', 3, '12', 1.0],
    [16, 'ATOM', 'USDT', 'Cosmos', '阿童木', '阿童木', 3, '8.5', 0.9],
    [17, 'XLM', 'USDT', 'Stellar', '恒星币', '恆星幣', 4, '0.42', 0.9],
    [18, 'ETC', 'USDT', 'Ethereum Classic', '以太经典', '以太經典', 2, '28', 0.9],
    [19, 'FIL', 'USDT', 'Filecoin', '文件币', '文件幣', 3, '5.5', 1.0],
    [20, 'NEAR', 'USDT', 'NEAR Protocol', 'NEAR协议', 'NEAR協議', 3, '5.2', 1.0],
    [21, 'APT', 'USDT', 'Aptos', 'Aptos', 'Aptos', 3, '9.5', 1.0],
    [22, 'ARB', 'USDT', 'Arbitrum', 'Arbitrum', 'Arbitrum', 4, '0.8', 1.1],
  ],
  oil: [
    [101, 'USOIL', 'USD', 'WTI Crude Oil', 'WTI原油', 'WTI原油', 2, '72', 0.35],
    [102, 'UKOIL', 'USD', 'Brent Crude Oil', '布伦特原油', '布倫特原油', 2, '76', 0.33],
    [103, 'NGAS', 'USD', 'Natural Gas', '天然气', '天然氣', 3, '3.2', 0.6],
    [104, 'GASOLINE', 'USD', 'RBOB Gasoline', '汽油', '汽油', 4, '2.1', 0.4],
    [105, 'HEATOIL', 'USD', 'Heating Oil', '取暖油', '取暖油', 4, '2.3', 0.38],
  ],
  forex: [
    [201, 'EUR', 'USD', 'Euro / US Dollar', '欧元/美元', '歐元/美元', 4, '1.085', 0.08],
    [202, 'GBP', 'USD', 'British Pound / US Dollar', '英镑/美元', '英鎊/美元', 4, '1.27', 0.09],
    [203, 'USD', 'JPY', 'US Dollar / Japanese Yen', '美元/日元', '美元/日圓', 3, '150.2', 0.1],
    [204, 'AUD', 'USD', 'Australian Dollar / US Dollar', '澳元/美元', '澳元/美元', 4, '0.66', 0.1],
    [205, 'USD', 'CAD', 'US Dollar / Canadian Dollar', '美元/加元', '美元/加元', 4, '1.36', 0.07],
    [206, 'USD', 'CHF', 'US Dollar / Swiss Franc', '美元/瑞郎', '美元/瑞郎', 4, '0.88', 0.08],
    [207, 'NZD', 'USD', 'New Zealand Dollar / US Dollar', '纽元/美元', '紐元/美元', 4, '0.6', 0.1],
    [208, 'EUR', 'GBP', 'Euro / British Pound', '欧元/英镑', '歐元/英鎊', 4, '0.85', 0.06],
    [209, 'EUR', 'JPY', 'Euro / Japanese Yen', '欧元/日元', '歐元/日圓', 3, '162.5', 0.1],
    [210, 'USD', 'CNH', 'US Dollar / Offshore Yuan', '美元/离岸人民币', '美元/離岸人民幣', 4, '7.25', 0.04],
    [211, 'USD', 'HKD', 'US Dollar / Hong Kong Dollar', '美元/港元', '美元/港元', 4, '7.8', 0.01],
    [212, 'USD', 'SGD', 'US Dollar / Singapore Dollar', '美元/新加坡元', '美元/新加坡元', 4, '1.34', 0.05],
    [213, 'USD', 'THB', 'US Dollar / Thai Baht', '美元/泰铢', '美元/泰銖', 3, '34.5', 0.08],
    [214, 'USD', 'PHP', 'US Dollar / Philippine Peso', '美元/菲律宾比索', '美元/菲律賓披索', 3, '58.6', 0.06],
    [215, 'USD', 'VND', 'US Dollar / Vietnamese Dong', '美元/越南盾', '美元/越南盾', 2, '25400', 0.04],
    [216, 'USD', 'AED', 'US Dollar / UAE Dirham', '美元/阿联酋迪拉姆', '美元/阿聯酋迪拉姆', 4, '3.6725', 0.002],
  ],
  index: [
    [301, 'SPX500', 'USD', 'S&P 500', '标普500', '標普500', 2, '5900', 0.17],
    [302, 'NAS100', 'USD', 'Nasdaq 100', '纳斯达克100', '納斯達克100', 2, '21000', 0.22],
    [303, 'US30', 'USD', 'Dow Jones 30', '道琼斯30', '道瓊斯30', 2, '43000', 0.15],
    [304, 'GER40', 'EUR', 'DAX 40', '德国DAX40', '德國DAX40', 2, '19500', 0.18],
    [305, 'UK100', 'GBP', 'FTSE 100', '英国富时100', '英國富時100', 2, '8200', 0.14],
    [306, 'JPN225', 'JPY', 'Nikkei 225', '日经225', '日經225', 2, '38500', 0.2],
    [307, 'HK50', 'HKD', 'Hang Seng 50', '恒生指数', '恒生指數', 2, '19800', 0.25],
    [308, 'FRA40', 'EUR', 'CAC 40', '法国CAC40', '法國CAC40', 2, '7300', 0.17],
    [309, 'AUS200', 'AUD', 'ASX 200', '澳洲200', '澳洲200', 2, '8200', 0.14],
    [310, 'CHINA50', 'USD', 'FTSE China A50', '富时中国A50', '富時中國A50', 2, '13000', 0.22],
  ],
  futures: [
    [401, 'ES', 'USD', 'E-mini S&P 500 Futures', '标普500期货', '標普500期貨', 2, '5920', 0.17],
    [402, 'NQ', 'USD', 'E-mini Nasdaq 100 Futures', '纳指100期货', '納指100期貨', 2, '21100', 0.22],
    [403, 'YM', 'USD', 'E-mini Dow Futures', '道指期货', '道指期貨', 2, '43100', 0.15],
    [404, 'GC', 'USD', 'Gold Futures', '黄金期货', '黃金期貨', 2, '2670', 0.15],
    [405, 'SI', 'USD', 'Silver Futures', '白银期货', '白銀期貨', 3, '31.2', 0.28],
    [406, 'CL', 'USD', 'Crude Oil Futures', '原油期货', '原油期貨', 2, '72.3', 0.35],
    [407, 'ZC', 'USD', 'Corn Futures', '玉米期货', '玉米期貨', 2, '450', 0.22],
    [408, 'ZW', 'USD', 'Wheat Futures', '小麦期货', '小麥期貨', 2, '550', 0.28],
    [409, 'ZS', 'USD', 'Soybean Futures', '大豆期货', '大豆期貨', 2, '1000', 0.2],
    [410, 'HG', 'USD', 'Copper Futures', '铜期货', '銅期貨', 4, '4.3', 0.24],
  ],
  metal: [
    [501, 'XAU', 'USD', 'Gold', '黄金', '黃金', 2, '2650', 0.15],
    [502, 'XAG', 'USD', 'Silver', '白银', '白銀', 3, '31', 0.28],
    [503, 'XPT', 'USD', 'Platinum', '铂金', '鉑金', 2, '950', 0.25],
    [504, 'XPD', 'USD', 'Palladium', '钯金', '鈀金', 2, '1000', 0.35],
    [505, 'XCU', 'USD', 'Copper', '铜', '銅', 4, '4.3', 0.24],
  ],
  stock: [
    [601, 'AAPL', 'USD', 'Apple', '苹果', '蘋果', 2, '230', 0.28],
    [602, 'MSFT', 'USD', 'Microsoft', '微软', '微軟', 2, '420', 0.26],
    [603, 'NVDA', 'USD', 'NVIDIA', '英伟达', '輝達', 2, '140', 0.5],
    [604, 'AMZN', 'USD', 'Amazon', '亚马逊', '亞馬遜', 2, '200', 0.32],
    [605, 'GOOGL', 'USD', 'Alphabet', '谷歌', '谷歌', 2, '175', 0.3],
    [606, 'META', 'USD', 'Meta Platforms', 'Meta', 'Meta', 2, '580', 0.38],
    [607, 'TSLA', 'USD', 'Tesla', '特斯拉', '特斯拉', 2, '340', 0.6],
    [608, 'NFLX', 'USD', 'Netflix', '奈飞', '網飛', 2, '900', 0.38],
    [609, 'AMD', 'USD', 'AMD', '超威半导体', '超微半導體', 2, '130', 0.5],
    [610, 'INTC', 'USD', 'Intel', '英特尔', '英特爾', 2, '22', 0.45],
    [611, 'JPM', 'USD', 'JPMorgan Chase', '摩根大通', '摩根大通', 2, '240', 0.24],
    [612, 'V', 'USD', 'Visa', '维萨', '維薩', 2, '310', 0.2],
    [613, 'KO', 'USD', 'Coca-Cola', '可口可乐', '可口可樂', 2, '62', 0.16],
    [614, 'DIS', 'USD', 'Walt Disney', '迪士尼', '迪士尼', 2, '112', 0.28],
    [615, 'BABA', 'USD', 'Alibaba', '阿里巴巴', '阿里巴巴', 2, '88', 0.42],
    [616, 'PDD', 'USD', 'PDD Holdings', '拼多多', '拼多多', 2, '105', 0.5],
    [617, 'NIO', 'USD', 'NIO', '蔚来', '蔚來', 2, '4.5', 0.7],
    [618, 'TSM', 'USD', 'Taiwan Semiconductor', '台积电', '台積電', 2, '200', 0.38],
  ],
};

export const INSTRUMENTS: Instrument[] = Object.entries(rows).flatMap(([cls, list]) =>
  list.map(([id, base, quote, en, zh, hk, precision, reference, volatility]) => ({
    id,
    symbol: `${base}/${quote}`,
    base,
    quote,
    class: cls as MarketClass,
    en_name: en,
    option_name: zh,
    tw_name: hk,
    precision,
    reference,
    volatility,
  })),
);

const bySymbol = new Map(INSTRUMENTS.map((i) => [i.symbol, i]));
const byId = new Map(INSTRUMENTS.map((i) => [i.id, i]));

/** Looks an instrument up by "BTC/USDT", "BTCUSDT" or "btc_usdt". */
export function instrumentBySymbol(symbol: string): Instrument | undefined {
  const s = symbol.toUpperCase().replace(/[-_]/g, '/');
  if (bySymbol.has(s)) return bySymbol.get(s);
  return INSTRUMENTS.find((i) => `${i.base}${i.quote}` === s);
}

export const instrumentById = (id: number) => byId.get(id);
