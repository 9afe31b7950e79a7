import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '../../src/components/Button';
import { Card } from '../../src/components/Card';
import { DialogButtons } from '../../src/components/DialogButtons';
import { Empty } from '../../src/components/Empty';
import { ErrorBlock } from '../../src/components/ErrorBlock';
import { Field } from '../../src/components/Field';
import { Cell, List } from '../../src/components/List';
import { Loading } from '../../src/components/Loading';
import { PageWait } from '../../src/components/PageWait';
import { Result } from '../../src/components/Result';
import { Skeleton } from '../../src/components/Skeleton';
import { Tabs } from '../../src/components/Tabs';
import { setMessages } from '../../src/locales';
import { type enMessages, setEn, setZh } from './lang';

beforeEach(setZh);

describe('Button', () => {
  it('is disabled and busy while loading, so a submission cannot go twice', () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>支付</Button>);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: '支付' });
    expect(button.type).toBe('button');
    fireEvent.click(button);
    rerender(
      <Button onClick={onClick} loading>
        支付
      </Button>,
    );
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Field', () => {
  function Controlled({ error, hint }: { error?: string; hint?: string }) {
    const [value, setValue] = useState('');
    return <Field label="姓名" value={value} onChange={setValue} maxLength={4} error={error} hint={hint} />;
  }

  it('labels its input, cuts to maxLength and links error and hint', () => {
    const { rerender } = render(<Controlled hint="与证件一致" />);
    const input = screen.getByLabelText<HTMLInputElement>('姓名');
    fireEvent.change(input, { target: { value: '欧阳娜娜娜' } });
    expect(input.value).toBe('欧阳娜娜');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const ids = () =>
      (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(ids()).toEqual(['与证件一致']);
    rerender(<Controlled hint="与证件一致" error="请输入姓名" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(ids()).toEqual(['请输入姓名', '与证件一致']);
  });
});

describe('Result', () => {
  it('has a heading, rows and at most two actions', () => {
    const first = jest.fn();
    const second = jest.fn();
    render(
      <Result
        kind="success"
        title="充值成功"
        description="预计5分钟内到账"
        rows={[
          { label: '订单号', value: '20260101120000123456' },
          { label: '金额', value: '¥50.00' },
        ]}
        actions={[
          { text: '查看订单', onClick: first },
          { text: '返回首页', onClick: second },
          { text: '多余', onClick: jest.fn() },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '充值成功' })).toBeTruthy();
    expect(screen.getByText('金额').nextElementSibling?.textContent).toBe('¥50.00');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['查看订单', '返回首页']);
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(second).toHaveBeenCalled();
    expect(first).not.toHaveBeenCalled();
  });
});

describe('DialogButtons', () => {
  it('dismisses with its own words when given, and the main button acts or submits', () => {
    const onDismiss = jest.fn();
    const onClick = jest.fn();
    const { rerender } = render(
      <DialogButtons dismiss="close" dismissText="稍后支付" onDismiss={onDismiss} onClick={onClick} block>
        立即支付
      </DialogButtons>,
    );
    fireEvent.click(screen.getByRole('button', { name: '稍后支付' }));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect([onDismiss.mock.calls.length, onClick.mock.calls.length]).toEqual([1, 1]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '立即支付' }).type).toBe('button');
    rerender(
      <DialogButtons dismiss="cancel" onDismiss={onDismiss}>
        保存
      </DialogButtons>,
    );
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '保存' }).type).toBe('submit');
  });
});

describe('PageWait', () => {
  it('shows the first read failure with its retry in the page frame, else the skeleton in its card', () => {
    const onRetry = jest.fn();
    const { container, rerender } = render(
      <PageWait load={{ status: 'loading' }} onRetry={onRetry} page="page" card="card" rows={3} />,
    );
    const main = container.querySelector('main.page');
    expect(main?.getAttribute('aria-busy')).toBe('true');
    expect(main?.querySelector('.card [role="status"]')?.textContent).toBe('加载中...');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(<PageWait load={{ status: 'error', message: '请求超时' }} onRetry={onRetry} page="page" card="card" />);
    expect(container.querySelector('main.page')?.getAttribute('aria-busy')).toBeNull();
    expect(within(screen.getByRole('alert')).getByText('请求超时')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('puts the skeleton straight in the frame when the page has no card', () => {
    const { container } = render(<PageWait load={{ status: 'idle' }} onRetry={jest.fn()} rows={2} />);
    const main = container.querySelector('main');
    expect(main?.firstElementChild?.getAttribute('role')).toBe('status');
  });
});

describe('Empty, ErrorBlock, Loading, Skeleton', () => {
  it('use the common copy by default, in both languages', () => {
    const onRetry = jest.fn();
    render(
      <>
        <Empty />
        <ErrorBlock onRetry={onRetry} />
        <Loading inline />
        <Skeleton rows={2} />
      </>,
    );
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText('操作失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['加载中...', '加载中...']);
    // A language switch re-renders what is on screen.
    setEn();
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Loading...', 'Loading...']);
  });

  it('re-renders when a catalogue arrives for the same language', () => {
    act(() => setMessages('en-US', {} as typeof enMessages));
    render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('common.loading');
    setEn();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('show what they are given', () => {
    render(
      <>
        <Empty text="暂无投诉记录" action={{ text: '去投诉', onClick: jest.fn() }} />
        <ErrorBlock message="请求超时，请稍后重试" />
        <Loading text="支付中" />
      </>,
    );
    expect(screen.getByText('暂无投诉记录')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去投诉' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('请求超时，请稍后重试');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('支付中');
  });
});

describe('Tabs', () => {
  function Harness({ onChange }: { onChange: (k: string) => void }) {
    const [active, setActive] = useState('all');
    const items = [
      { key: 'all', title: '全部' },
      { key: 'doing', title: '处理中' },
      { key: 'done', title: '已办结' },
    ];
    return (
      <Tabs
        items={items}
        active={active}
        onChange={(k) => {
          onChange(k);
          setActive(k);
        }}
      >
        <p>面板 {active}</p>
      </Tabs>
    );
  }

  it('selects by tap and by arrow keys, with one tab in the Tab order and a labelled panel', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('全部').getAttribute('aria-selected')).toBe('true');
    expect([tab('全部').tabIndex, tab('处理中').tabIndex]).toEqual([0, -1]);
    fireEvent.click(tab('已办结'));
    expect(screen.getByRole('tabpanel', { name: '已办结' }).textContent).toBe('面板 done');
    fireEvent.keyDown(tab('已办结'), { key: 'ArrowRight' });
    expect(tab('全部').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('全部'));
    fireEvent.keyDown(tab('全部'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('已办结'));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['done', 'all', 'done']);
  });
});

describe('List, Cell, Card', () => {
  it('renders rows as list items, tappable ones as buttons', () => {
    const onClick = jest.fn();
    render(
      <Card title="我的账户" extra={<span>更多</span>}>
        <List header="常用">
          <Cell title="余额" value="¥12.30" />
          <Cell title="账单" description="近6个月" onClick={onClick} />
        </List>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: '我的账户' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /余额/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /账单/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
