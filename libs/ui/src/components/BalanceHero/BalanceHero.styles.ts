import styled from 'styled-components';

export const StyledBalanceHero = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.brand200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand50};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }

  /* A failed read is not a balance: no brand tint behind the error. */
  &[data-state='error'] {
    border-color: ${({ theme }) => theme.colors.gray200};
    background: ${({ theme }) => theme.colors.white};
  }
`;

export const StyledBalanceHeroTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledBalanceHeroMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const StyledBalanceHeroLabel = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.brand900};
`;

/* Up to ₦999,999,999.99 fits a 360 px phone on one line. */
export const StyledBalanceHeroAmount = styled.div`
  font-size: clamp(${({ theme }) => theme.fontSizes.xl}, 8vw, ${({ theme }) => theme.fontSizes.xxl});
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.15;
  color: ${({ theme }) => theme.colors.gray900};

  ${({ theme }) => theme.media.md} {
    font-size: 2.5rem;
  }
`;

export const StyledBalanceHeroAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledBalanceHeroWithdrawable = styled.p`
  margin: 0;
  max-width: 48rem;
  color: ${({ theme }) => theme.colors.gray700};

  strong {
    color: ${({ theme }) => theme.colors.gray900};
  }
`;

export const StyledBalanceHeroFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 6.5rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.brand200};

  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.gray600};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.gray900};

    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }
`;
